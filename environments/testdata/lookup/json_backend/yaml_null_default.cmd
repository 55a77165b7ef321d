puppet lookup yaml::null --default dflt --node web01.example.com --facts facts.json --environmentpath environments --environment production
