puppet lookup app::from_json --node web01.example.com --facts facts.json --environmentpath environments --environment production
