puppet lookup profile::port --type Integer[1,1024] --node web01.example.com --facts facts.json --environmentpath environments --environment production
