class c { node n {} }
