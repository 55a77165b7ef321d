puppet lookup app::port --type Integer[1,9000] --node web01.example.com --facts facts.json --environmentpath environments --environment production
