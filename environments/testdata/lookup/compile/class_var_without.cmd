puppet lookup class_var --node web01.example.com --facts facts.json --environmentpath environments --environment production
