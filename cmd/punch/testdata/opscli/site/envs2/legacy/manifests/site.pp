notify { "legacy": }
