# Interpolated JSON text: the gem's message is cut to 100 characters and its line breaks
# written as \n.
$long = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30].join(', ')
notice('start')
$x = @("EOT":json)
    {
      "list": [${long}],
      "bad": ,
    }
    | EOT
notice($x)
