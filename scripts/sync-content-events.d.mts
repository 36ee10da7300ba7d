export declare const SOURCE: string;
export declare const COPY: string;
export declare const HEADER: string;
export declare function expectedCopy(): string;
