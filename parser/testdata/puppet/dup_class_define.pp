class a {} define a {}
