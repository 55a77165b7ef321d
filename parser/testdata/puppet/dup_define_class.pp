define a {} class a {}
