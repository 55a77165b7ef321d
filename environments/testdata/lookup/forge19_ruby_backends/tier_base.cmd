puppet lookup app::tier_base --node web01.example.com --facts facts.json --environmentpath environments --environment production
