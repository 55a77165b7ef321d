puppet lookup profile::settings --merge deep --knock-out-prefix xx --sort-merged-arrays --node web01.example.com --facts facts.json --environmentpath environments --environment production
