# helper
