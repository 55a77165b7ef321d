puppet lookup profile::port --type String --node web01.example.com --facts facts.json --environmentpath environments --environment production
