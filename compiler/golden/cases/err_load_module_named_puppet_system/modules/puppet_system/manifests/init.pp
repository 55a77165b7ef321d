class puppet_system { }
