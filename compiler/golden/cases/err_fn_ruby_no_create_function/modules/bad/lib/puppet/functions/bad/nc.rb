# This file defines no function.
X = 1
