class tools { }
