puppet lookup profile::secret_token --node web01.example.com --facts facts.json --environmentpath environments --environment production
