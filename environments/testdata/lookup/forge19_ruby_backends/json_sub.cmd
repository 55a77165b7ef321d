puppet lookup app::from_json.a.1 --node web01.example.com --facts facts.json --environmentpath environments --environment production
