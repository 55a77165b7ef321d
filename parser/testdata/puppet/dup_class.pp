class a {} class a {}
