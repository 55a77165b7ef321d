# written for this case
class bom (String $greeting = lookup('bom::greeting')) {
  notice($greeting)
}
