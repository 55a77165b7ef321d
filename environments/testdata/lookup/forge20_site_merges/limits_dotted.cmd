puppet lookup profile::limits.nofile --node web01.example.com --facts facts.json --environmentpath environments --environment production
