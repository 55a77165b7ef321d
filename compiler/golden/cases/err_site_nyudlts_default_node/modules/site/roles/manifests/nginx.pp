class roles::nginx { }
