puppet lookup app::ratio --node web01.example.com --facts facts.json --environmentpath environments --environment production
