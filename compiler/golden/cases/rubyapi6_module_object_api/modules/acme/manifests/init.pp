class acme { }
