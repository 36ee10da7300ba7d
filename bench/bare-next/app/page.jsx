export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>
        Paragraph 0: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 1: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 2: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 3: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 4: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 5: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 6: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 7: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 8: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 9: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 10: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 11: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 12: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 13: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 14: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 15: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 16: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 17: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 18: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
      <p>
        Paragraph 19: cold-water prawns, Greenland halibut and snow crab from the North Atlantic, caught and frozen at
        sea.
      </p>
    </main>
  );
}
