notice("\u{110000}")
