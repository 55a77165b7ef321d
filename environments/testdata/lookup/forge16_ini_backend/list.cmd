puppet lookup app::list --node web01.example.com --facts facts.json --environmentpath environments --environment production
