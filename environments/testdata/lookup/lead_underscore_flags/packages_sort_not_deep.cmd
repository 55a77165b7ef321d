puppet lookup profile::packages --merge unique --sort_merged_arrays --node web01.example.com --facts facts.json --environmentpath environments --environment production
