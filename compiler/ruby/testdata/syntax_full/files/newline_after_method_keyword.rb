def a = __method__
def b = 1
x = __method__
y = 2
z = [__method__
]
