class badmod {
}
node 'web01.example.com' {
}
