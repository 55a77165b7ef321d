puppet lookup profile::settings --type Hash[String,Variant[Array,Hash]] --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
