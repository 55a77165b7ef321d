# A class parameter default reading a later parameter fails when the class is declared (here by
# include: "Error while evaluating a Function Call, Class[C]: default expression for $b tries to
# illegally access not yet evaluated $a").
class c($b = "${a}-B", $a = 'A') {
  notify { 'c': message => $b }
}
include c
