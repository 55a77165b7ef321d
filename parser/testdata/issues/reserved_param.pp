define x($title) {}
