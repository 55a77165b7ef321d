puppet lookup settings --merge deep --sort-merged-arrays --merge-hash-arrays --node web01.example.com --facts facts.json --environmentpath environments --environment production
