puppet lookup db --merge hash --node web01.example.com --facts facts.json --environmentpath environments --environment production
