class a-b {}
