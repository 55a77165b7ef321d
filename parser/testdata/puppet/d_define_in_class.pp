class c { define d {} }
