class base::unused {
  $never = 'never evaluated'
}
