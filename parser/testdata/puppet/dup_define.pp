define a {} define a {}
