puppet lookup from_glob_b --node web01.example.com --facts facts.json --environmentpath environments --environment production
