class base { }
