puppet lookup app.limits.procs.1 --node web01.example.com --facts facts.json --environmentpath environments --environment production
