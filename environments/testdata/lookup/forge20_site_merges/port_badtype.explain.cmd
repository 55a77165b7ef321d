puppet lookup profile::port --type String --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
