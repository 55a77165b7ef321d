puppet lookup via_alias_hash --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
