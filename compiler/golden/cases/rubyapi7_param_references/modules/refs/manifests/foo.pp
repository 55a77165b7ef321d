class refs::foo {}
