node a { node b {} }
