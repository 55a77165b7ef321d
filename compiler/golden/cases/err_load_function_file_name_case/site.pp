# Function files are found by the lower-case name: functions/F.pp never defines mymod::f.
$x = mymod::f()
