include known
include known::missing
