puppet lookup app::greeting --node web01.example.com --facts facts.json --environmentpath environments --environment production
