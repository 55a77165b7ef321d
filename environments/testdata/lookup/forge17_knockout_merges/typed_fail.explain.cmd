puppet lookup profile::settings --type Hash[String,Array] --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
