class true {}
