puppet lookup alias_of_alias --render-as yaml --node web01.example.com --facts facts.json --environmentpath environments --environment production
